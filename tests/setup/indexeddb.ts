// IndexedDB for the kernel's tests in Node; each test file gets a fresh in-memory factory.
import 'fake-indexeddb/auto';
