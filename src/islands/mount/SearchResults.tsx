/** The results island, its props (the first cards among them) read as one JSON text. */
import SearchResults from '../search/SearchResults';
import { withJsonProps } from './json-props';

const MountedSearchResults = withJsonProps(SearchResults);
export default MountedSearchResults;
