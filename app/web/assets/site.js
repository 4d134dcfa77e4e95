// Votes and follows without a page reload. Forms marked data-enhance post with fetch and ask for
// JSON; the answer is the form's new state (where it posts next, pressed or not, its text and count),
// applied to every form of the same listing and kind on the page. Without this script, or when
// the answer is not a success (signed out, a limit reached), the form posts as a normal page.
document.addEventListener('submit', async (event) => {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.dataset.enhance) return;
  event.preventDefault();
  const button = form.querySelector('button');
  if (button) button.disabled = true;
  try {
    const response = await fetch(form.action, {
      method: 'POST',
      body: new URLSearchParams(new FormData(form)),
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return form.submit();
    const state = await response.json();
    const selector = `form[data-enhance="${form.dataset.enhance}"][data-listing="${form.dataset.listing}"]`;
    for (const other of document.querySelectorAll(selector)) {
      other.action = state.action;
      const otherButton = other.querySelector('button');
      otherButton.setAttribute('aria-pressed', String(state.pressed));
      const parts = { '.text': state.text, '.count': state.count.toLocaleString('en-US'), '.unit': state.unit };
      for (const [selector, value] of Object.entries(parts)) {
        const element = otherButton.querySelector(selector);
        if (element) element.textContent = value;
      }
    }
    const status = document.getElementById('action-status');
    if (status) status.textContent = state.announcement;
  } catch {
    form.submit();
  } finally {
    if (button) button.disabled = false;
  }
});
