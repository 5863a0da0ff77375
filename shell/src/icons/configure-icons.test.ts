import { configureIcons } from './configure-icons';

describe('configureIcons', () => {
  it("points Iconify at the API's icon service with the spec's timeouts", () => {
    const addProvider = jest.fn(() => true);

    configureIcons('http://127.0.0.1:4000/', addProvider);

    expect(addProvider).toHaveBeenCalledWith('', { resources: ['http://127.0.0.1:4000'], path: '/icons/', timeout: 5000, rotate: 2000 });
  });
});
