import auth from '../../../locales/en/auth.json';
import common from '../../../locales/en/common.json';
import diary from '../../../locales/en/diary.json';

/** The namespaces of the first screens in one language: a chunk of its own, so a visit downloads one language. */
export default { common, auth, diary };
