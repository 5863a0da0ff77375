import * as z from 'zod/mini';
import { parseAnswer } from './parse-answer';

const rate = z.object({ price: z.number() });

describe('parseAnswer', () => {
  it('gives the payload of a valid envelope', () => {
    expect(parseAnswer({ status: 200, message: 'OK', payload: { price: 2 } }, rate, false)).toEqual({ success: true, data: { price: 2 } });
  });

  it('fails a body that is not an envelope, naming the field', () => {
    const parsed = parseAnswer({ price: 2 }, rate, false);
    expect(parsed.success).toBe(false);
    expect(parsed.success ? [] : parsed.issues.map((issue) => issue.path)).toEqual(expect.arrayContaining(['status', 'message']));
  });

  it('fails an envelope whose payload does not match, never giving part of it', () => {
    const parsed = parseAnswer({ status: 200, message: 'OK', payload: { price: '2' } }, rate, false);
    expect(parsed).toEqual({ success: false, issues: [expect.objectContaining({ path: 'payload.price', code: 'invalid_type' })] });
  });

  it('validates an unwrapped answer whole', () => {
    const explorer = z.object({ status: z.enum(['0', '1']), message: z.string(), result: z.string() });
    expect(parseAnswer({ status: '1', message: 'OK', result: '10' }, explorer, true)).toEqual({
      success: true,
      data: { status: '1', message: 'OK', result: '10' },
    });
  });

  it('accepts an empty body only when the schema expects nothing', () => {
    expect(parseAnswer(undefined, z.undefined(), false)).toEqual({ success: true, data: undefined });
    expect(parseAnswer(undefined, rate, false).success).toBe(false);
  });
});
