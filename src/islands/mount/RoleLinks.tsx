/** The header's role-dependent links, their messages loaded with their code. */
import RoleLinks from '../header/RoleLinks';
import { loadIslandMessages } from './messages';
import { withMessages } from './with-messages';

if (!import.meta.env.SSR) await loadIslandMessages(['header']);

const MountedRoleLinks = withMessages(RoleLinks, { messages: 'header' });
export default MountedRoleLinks;
