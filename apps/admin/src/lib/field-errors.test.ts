import { describe, expect, it } from 'vitest';
import { CreateStaffSchema } from '@lumen/validation/staff';
import { ApiError } from '#src/lib/api-client.ts';
import { apiFieldErrors, schemaFieldErrors } from './field-errors.ts';

describe('schemaFieldErrors', () => {
  it('gives each field the English text of its first problem', () => {
    const result = CreateStaffSchema.safeParse({
      userName: "' OR 1=1",
      displayName: 'x'.repeat(101),
      role: '',
    });
    expect(result.success).toBe(false);
    expect(schemaFieldErrors(result.error!)).toEqual({
      userName:
        'User name must be 3 to 64 lower-case letters, digits, dots, hyphens or underscores',
      displayName: 'Display name must be at most 100 characters, without control characters',
      role: 'Role must be super-admin, admin, marketing or asm',
    });
  });

  it('accepts accents in a display name', () => {
    expect(
      CreateStaffSchema.safeParse({
        userName: 'elodie',
        displayName: 'Élodie Bérénice',
        role: 'admin',
      }).success,
    ).toBe(true);
  });
});

describe('apiFieldErrors', () => {
  it('puts a 400’s issues under the fields the API names', () => {
    const error = new ApiError(400, 'Invalid request', [
      { field: 'body.userName', message: 'Bad name' },
      { field: 'body', message: 'Give something to change' },
      { field: 'body.contractorDetails.0.seconds', message: 'Bad seconds' },
    ]);
    expect(apiFieldErrors(error)).toEqual({
      userName: 'Bad name',
      '': 'Give something to change',
      'contractorDetails.0.seconds': 'Bad seconds',
    });
  });

  it('puts a 409 under the conflicting field when there is one, else on the form', () => {
    const taken = new ApiError(409, 'This user name is already taken');
    expect(apiFieldErrors(taken, 'userName')).toEqual({
      userName: 'This user name is already taken',
    });
    expect(apiFieldErrors(taken)).toEqual({ '': 'This user name is already taken' });
    expect(apiFieldErrors(new Error('boom'))).toEqual({
      '': 'Something went wrong. Try again in a moment.',
    });
  });
});
