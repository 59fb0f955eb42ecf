import { readSentence, sentence } from '@kirana/shared/domain';
import { validationRefusal } from './errorHandler';
import { badRequest, HttpError } from './httpErrors';

describe('a refusal’s words: the English message, and its sentence for other languages', () => {
  it('a schema’s refusal names its field and carries the schema’s sentence as a catalogue key', () => {
    const refused = validationRefusal(
      [
        {
          instancePath: '/areaName',
          keyword: 'minLength',
          parentSchema: { errorMessage: 'must be 2 to 80 characters' },
        },
      ],
      'body',
    );
    expect(refused).toEqual({
      field: 'areaName',
      sentence: sentence('{field}: {problem}', { field: 'areaName', problem: sentence('must be 2 to 80 characters') }),
    });
    expect(readSentence(refused.sentence)).toBe('areaName: must be 2 to 80 characters');
  });

  it('a missing field, and ajv’s own words kept exactly as they were (braces and all)', () => {
    const missing = validationRefusal([{ instancePath: '', params: { missingProperty: 'phoneNumber' } }], 'body');
    expect(readSentence(missing.sentence)).toBe('phoneNumber is required');
    const ajv = validationRefusal([{ instancePath: '/otp', message: 'must match pattern "^\\d{6}$"' }], 'body');
    expect(readSentence(ajv.sentence)).toBe('otp: must match pattern "^\\d{6}$"');
  });

  it('an HttpError’s message is its sentence in English, values filled in', () => {
    const error = badRequest(
      sentence('The range covers {days} days; choose at most {maxDays}.', { days: 40, maxDays: 31 }),
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('The range covers 40 days; choose at most 31.');
    expect(error.sentence.values).toEqual({ days: 40, maxDays: 31 });
  });
});
