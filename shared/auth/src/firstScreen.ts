import { FIRST_SCREEN_ELEMENT_ID, type FirstScreen } from '@portal/contracts/firstScreen';
import { ROLES } from '@portal/contracts/roles';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The block's shape, checked without the contracts' schemas (a chunk of their own). */
function isFirstScreen(value: unknown): value is FirstScreen {
  if (!isObject(value) || !isObject(value.user) || !isObject(value.reads)) return false;
  const { id, name, email, role, approved } = value.user;
  const userOk =
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof email === 'string' &&
    ROLES.some((known) => known === role) &&
    typeof approved === 'boolean';
  return (
    userOk && Object.values(value.reads).every((read) => isObject(read) && typeof read.status === 'number')
  );
}

/**
 * D41: the first screen the server wrote into this page (the signed-in user and the area's
 * first reads), taken once: the block leaves the document as it is read, so nothing of it
 * is there for a later navigation, another script or a second read. Null when the page
 * has none (signed out, a public page, a static host) or it does not parse.
 */
export function takeFirstScreen(doc: Document = document): FirstScreen | null {
  const element = doc.getElementById(FIRST_SCREEN_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return isFirstScreen(value) ? value : null;
  } catch {
    return null;
  }
}
