/**
 * Backend error codes that say the database is busy or failing, not that the request was wrong: SQLSTATE
 * classes 08 (connection), 40 (rolled back: serialization, deadlock), 53 (out of resources), 57 (cancelled:
 * 57014, a statement stopped under load or by fair sharing while another client waited), 58 and XX (system,
 * internal), lock not available (55P03), and PostgREST's own connection and pool errors (PGRST000–PGRST003).
 * A read that fails with one of these is worth asking again; any other code is the backend's answer.
 */
const busyBackendCode = /^(08|40|53|57|58|XX)|^55P03$|^PGRST00[0-3]$/;

/** Whether a backend (PostgREST) error code says the backend is busy or failing (see above). */
export const isBusyBackendCode = (code: string | undefined): boolean => Boolean(code && busyBackendCode.test(code));
