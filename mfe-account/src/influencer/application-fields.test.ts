import { checkApplication } from './application-fields';

const DRAFT = {
  name: 'Rae Streams',
  email: 'rae@streams.test',
  channelUrl: 'https://video.example/@rae',
  audienceSize: '25,000',
  message: 'I stream Diamond Dreams every week to a friendly audience.',
};

describe('checkApplication', () => {
  it('accepts a complete draft, reading a grouped audience size as a number', () => {
    expect(checkApplication(DRAFT)).toEqual({ ok: true, application: { ...DRAFT, audienceSize: 25000 } });
  });

  it("names every field the API's schema would refuse", () => {
    expect(checkApplication({ name: ' ', email: 'nope', channelUrl: 'javascript:alert(1)', audienceSize: '', message: 'short' })).toEqual({
      ok: false,
      errors: { name: true, email: true, channelUrl: true, audienceSize: true, message: true },
    });
  });

  it('refuses an audience below the minimum', () => {
    expect(checkApplication({ ...DRAFT, audienceSize: '999' })).toEqual({ ok: false, errors: { audienceSize: true } });
  });
});
