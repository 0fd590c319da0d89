import type { Request, Response } from 'express';

export const SESSION_COOKIE = 'esa_session';
export const SIGN_IN_COOKIE = 'esa_signin';

export function readCookie(req: Request, name: string): string | null {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function isLoopback(req: Request): boolean {
  const host = (req.get('host') ?? '').replace(/:\d+$/, '');
  return host === 'localhost' || host.startsWith('127.') || host === '[::1]';
}

/** httpOnly and SameSite=Lax always; Secure everywhere but on a loopback host. */
export function setCookie(
  req: Request,
  res: Response,
  name: string,
  value: string,
  maxAgeMs: number,
) {
  res.cookie(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: !isLoopback(req),
    path: '/',
    maxAge: maxAgeMs,
  });
}

export function clearCookie(req: Request, res: Response, name: string) {
  res.clearCookie(name, { httpOnly: true, sameSite: 'lax', secure: !isLoopback(req), path: '/' });
}

/** Where the browser reached the gateway, for redirect URIs. */
export function originOf(req: Request, publicUrl: string | undefined): string {
  return publicUrl?.replace(/\/$/, '') ?? `${req.protocol}://${req.get('host')}`;
}
