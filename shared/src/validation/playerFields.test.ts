import { contactFieldsSchema, loginSchema, registerSchema, validateFields } from './playerFields';

const allFields = { useEmail: true, usePassword: true, usePhoneNumber: true, useBank: true };
const validPlayer = {
  username: 'lucky_7',
  password: 'secret123',
  confirmPassword: 'secret123',
  currency: 'IDR',
  email: 'lucky@example.com',
  phoneNumber: '+6281234567890',
  bankName: 'BCA',
  bankAccountName: 'Lucky Seven',
  bankAccountNumber: '1234567890',
};

describe('registerSchema', () => {
  it('accepts a complete player', () => {
    expect(validateFields(registerSchema(allFields), validPlayer).success).toBe(true);
  });

  it.each([
    ['username', 'ab', 'validation.username'],
    ['username', 'bad name!', 'validation.username'],
    ['password', 'short1', 'validation.password'],
    ['password', 'lettersonly', 'validation.password'],
    ['password', '123456789', 'validation.password'],
    ['email', 'not-an-email', 'validation.email'],
    ['phoneNumber', '12ab', 'validation.phoneNumber'],
    ['bankAccountNumber', '12', 'validation.bankAccountNumber'],
    ['bankName', '', 'validation.bankName'],
  ])('refuses %s = %p with %s', (field, value, message) => {
    const result = validateFields(registerSchema(allFields), { ...validPlayer, [field]: value });
    expect(result).toEqual({
      success: false,
      errors: expect.objectContaining({ [field]: message }),
    });
  });

  it('refuses a confirmation that differs', () => {
    const result = validateFields(registerSchema(allFields), {
      ...validPlayer,
      confirmPassword: 'secret124',
    });
    expect(result).toEqual({
      success: false,
      errors: { confirmPassword: 'validation.confirmPassword' },
    });
  });

  it('asks only for the fields the brand switched on', () => {
    const setting = { useEmail: false, usePassword: true, usePhoneNumber: false, useBank: false };
    const { username, password, confirmPassword, currency } = validPlayer;
    const result = validateFields(registerSchema(setting), {
      username,
      password,
      confirmPassword,
      currency,
    });
    expect(result.success).toBe(true);
    expect(Object.keys(contactFieldsSchema(setting).entries)).toEqual([]);
  });
});

describe('registerSchema with a date of birth', () => {
  const today = new Date('2026-11-24T12:00:00Z');
  const adultsOnly = { ...allFields, requireDateOfBirth: true };

  it('asks for a date of birth only where the brand requires one', () => {
    const leftEmpty = { ...validPlayer, dateOfBirth: '' };
    expect(validateFields(registerSchema(allFields, today), leftEmpty)).toEqual({
      success: true,
      output: expect.not.objectContaining({ dateOfBirth: expect.anything() }),
    });
    expect(validateFields(registerSchema(adultsOnly, today), leftEmpty)).toEqual({
      success: false,
      errors: { dateOfBirth: 'validation.required' },
    });
  });

  it.each([
    ['1990-02-30', 'validation.dateOfBirth'],
    ['30/01/1990', 'validation.dateOfBirth'],
    ['2008-11-25', 'validation.minimumAge'],
  ])('refuses %p with %s', (dateOfBirth, message) => {
    expect(
      validateFields(registerSchema(adultsOnly, today), { ...validPlayer, dateOfBirth }),
    ).toEqual({ success: false, errors: { dateOfBirth: message } });
  });

  it('accepts a player who turns 18 today and keeps the date', () => {
    const result = validateFields(registerSchema(adultsOnly, today), {
      ...validPlayer,
      dateOfBirth: '2008-11-24',
    });
    expect(result).toEqual({
      success: true,
      output: expect.objectContaining({ dateOfBirth: '2008-11-24' }),
    });
  });

  it("holds the brand's minimumAge", () => {
    const setting = { ...adultsOnly, minimumAge: 21 };
    const twenty = { ...validPlayer, dateOfBirth: '2006-01-01' };
    expect(validateFields(registerSchema(setting, today), twenty)).toEqual({
      success: false,
      errors: { dateOfBirth: 'validation.minimumAge' },
    });
  });
});

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(validateFields(loginSchema, { username: '', password: '' })).toEqual({
      success: false,
      errors: { username: 'validation.required', password: 'validation.required' },
    });
  });
});
