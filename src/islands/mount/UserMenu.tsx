/** The header's user menu, its messages loaded with its code. */
import UserMenu from '../header/UserMenu';
import { loadIslandMessages } from './messages';
import { withMessages } from './with-messages';

if (!import.meta.env.SSR) await loadIslandMessages(['header', 'account']);

const MountedUserMenu = withMessages(UserMenu, { messages: 'header', accountMessages: 'account' });
export default MountedUserMenu;
