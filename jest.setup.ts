import '@testing-library/jest-dom';

// jsdom has no modal <dialog>; give it the attribute semantics the browser has so
// that components using the native element can be tested. The real focus
// containment is covered by the browser tests.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
