/** The contract's schemas of the members' and the site's calls: accounts: sign-up, sign-in, the member's own account and password reset (gathered by ../contract.ts). */
import { z } from "zod";
import { ForgotPasswordInput, LoginInput, SignupInput } from "../../domain/validation";
import { MessageBody, User, UserData } from "./common";

// POST /signUser
export const SignUserRequest = LoginInput;

export const SignUserResponse = z.object({
  message: z.string(),
  data: z.object({ user: User, auth: z.object({ token: z.string() }) }),
});

export type SignUserResponse = z.infer<typeof SignUserResponse>;

// POST /createUser
export const CreateUserRequest = SignupInput;

export const CreateUserResponse = z.object({ message: z.string(), data: User });

// POST /verify
export const VerifyRequest = z.object({ token: z.string().max(4096) });

export const VerifyResponse = z.object({ isValid: z.boolean() });

// GET /me
export const MeResponse = z.object({ userData: UserData });

// POST /logout (ends this token) and POST /logout-all (ends every token of the member)
export const LogoutResponse = MessageBody;

export type LogoutResponse = z.infer<typeof LogoutResponse>;

// DELETE /delUserData: the member confirms with their password.
export const DeleteUserRequest = z.object({
  password: z
    .string({ error: "Enter your password to delete your account" })
    .min(1, "Enter your password to delete your account")
    .max(200),
});

export type DeleteUserRequest = z.infer<typeof DeleteUserRequest>;

export const DeleteUserResponse = z.object({
  message: z.string(),
  emailSent: z.boolean(),
  userEmail: z.string(),
});

export type DeleteUserResponse = z.infer<typeof DeleteUserResponse>;

// POST /forgot-password
export const ForgotPasswordRequest = ForgotPasswordInput;

export const ForgotPasswordResponse = MessageBody;

// POST /reset-password — the email identifies which code is being redeemed.
export const ResetPasswordRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  resetCode: z.string().regex(/^\d{6}$/, "The reset code is 6 digits"),
  newPassword: z.string().min(8, "Use at least 8 characters").max(200),
});

export const ResetPasswordResponse = z.object({ message: z.string(), success: z.boolean() });
