import {
  joinResponseSchema,
  loginResponseSchema,
  successResponseSchema,
  updatePasswordResponseSchema,
} from '@langapp/shared';
import type {
  JoinRequest,
  LoginRequest,
  PasswordRestoreRequest,
  ResetRequest,
  UpdatePasswordRequest,
} from '@langapp/shared';
import { postForm } from '../../lib/api-client';

export const login = (request: LoginRequest) => postForm('/api/login', request, loginResponseSchema);

export const requestReset = (request: ResetRequest) => postForm('/api/reset', request, successResponseSchema);

export const restorePassword = (request: PasswordRestoreRequest) =>
  postForm('/api/password-restore', request, successResponseSchema);

export const join = (request: JoinRequest) => postForm('/api/join', request, joinResponseSchema);

export const updatePassword = (request: UpdatePasswordRequest) =>
  postForm('/api/update-password', request, updatePasswordResponseSchema);
