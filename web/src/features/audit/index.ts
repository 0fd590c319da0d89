/** What other features may use of the audit log: the path that opens it. */
export { AUDIT_PATH } from './auditPaths';
