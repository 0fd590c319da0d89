export const AUDIT_PATH = '/audit';
