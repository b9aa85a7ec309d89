// The host's shared singletons are eager (in this entry), so the app starts without the async
// boundary a remote needs: the page's first render waits for one file, not a chain of them.
import './bootstrap';
