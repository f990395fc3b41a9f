import auth from '../../../locales/nl/auth.json';
import common from '../../../locales/nl/common.json';
import diary from '../../../locales/nl/diary.json';

/** The namespaces of the first screens in one language: a chunk of its own, so a visit downloads one language. */
export default { common, auth, diary };
