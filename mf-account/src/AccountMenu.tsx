import { ensureSessionOwner } from './session/startSession';
import { AccountMenu } from './menu/AccountMenu';

// The shell mounts this fragment in the header on every page, so loading it starts the session's one owner.
ensureSessionOwner({ early: true });

export default AccountMenu;
