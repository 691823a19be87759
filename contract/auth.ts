import * as v from 'valibot';
import { EmailSchema, opaqueString, requiredString } from './common';
import { MESSAGES } from './messages';
import { PasswordSchema } from './passwords';
import { UserSchema } from './users';

export const RegisterSchema = v.object({
  email: EmailSchema,
  password: PasswordSchema,
  firstName: requiredString(100),
  lastName: requiredString(100),
});
export type Register = v.InferOutput<typeof RegisterSchema>;

export const LoginSchema = v.object({
  email: EmailSchema,
  // Login never reveals the password rules: any non-empty string is checked against the hash.
  password: v.pipe(opaqueString(200), v.nonEmpty(MESSAGES.required)),
});
export type Login = v.InferOutput<typeof LoginSchema>;

export const RefreshSchema = v.object({ refreshToken: requiredString(200) });
export const LogoutSchema = v.object({ refreshToken: v.optional(opaqueString(200)) });
export const RequestResetPasswordSchema = v.object({ email: EmailSchema });

export const AuthTokensSchema = v.object({ authToken: v.string(), refreshToken: v.string() });
export type AuthTokens = v.InferOutput<typeof AuthTokensSchema>;

export const LoginResponseSchema = v.object({
  authToken: v.string(),
  refreshToken: v.string(),
  user: UserSchema,
});
export type LoginResponse = v.InferOutput<typeof LoginResponseSchema>;

export const RegisterResponseSchema = v.object({
  email: v.string(),
  confirmationRequired: v.literal(true),
});
