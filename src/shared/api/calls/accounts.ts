/** The members' calls: accounts: sign-up, sign-in, the member's own account and password reset (see ../calls.ts). */
import type { CallDeclaration } from "../call-declaration";

export const createUser = {
  method: "POST",
  path: "/createUser",
  access: "anyone",
  body: "CreateUserRequest",
  response: "CreateUserResponse",
} as const satisfies CallDeclaration;

export const signUser = {
  method: "POST",
  path: "/signUser",
  access: "anyone",
  body: "SignUserRequest",
  response: "SignUserResponse",
} as const satisfies CallDeclaration;

export const verify = {
  method: "POST",
  path: "/verify",
  access: "anyone",
  body: "VerifyRequest",
  response: "VerifyResponse",
} as const satisfies CallDeclaration;

export const me = {
  method: "GET",
  path: "/me",
  access: "member",
  response: "MeResponse",
} as const satisfies CallDeclaration;

/** The member's data as a JSON file download. */
export const exportMyData = {
  method: "GET",
  path: "/me/export",
  access: "player",
  response: "file",
} as const satisfies CallDeclaration;

export const logout = {
  method: "POST",
  path: "/logout",
  access: "member",
  response: "LogoutResponse",
} as const satisfies CallDeclaration;

export const logoutAll = {
  method: "POST",
  path: "/logout-all",
  access: "member",
  response: "LogoutResponse",
} as const satisfies CallDeclaration;

export const deleteUserData = {
  method: "DELETE",
  path: "/delUserData",
  access: "member",
  body: "DeleteUserRequest",
  response: "DeleteUserResponse",
} as const satisfies CallDeclaration;

export const forgotPassword = {
  method: "POST",
  path: "/forgot-password",
  access: "anyone",
  body: "ForgotPasswordRequest",
  response: "ForgotPasswordResponse",
} as const satisfies CallDeclaration;

export const resetPassword = {
  method: "POST",
  path: "/reset-password",
  access: "anyone",
  body: "ResetPasswordRequest",
  response: "ResetPasswordResponse",
} as const satisfies CallDeclaration;
