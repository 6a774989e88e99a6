/** The search form, its messages loaded with its code. */
import SearchForm from '../search/SearchForm';
import { loadIslandMessages } from './messages';
import { withMessages } from './with-messages';

if (!import.meta.env.SSR) await loadIslandMessages(['searchForm']);

const MountedSearchForm = withMessages(SearchForm, { messages: 'searchForm' });
export default MountedSearchForm;
