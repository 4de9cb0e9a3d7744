/* global document, window */
// Progressive enhancement only: every page works without this file.
// 1. Move focus to the error summary so screen readers announce it and keyboard users start there.
// 2. Ask before discarding a draft.
(function () {
  'use strict';
  var summary = document.querySelector('.error-summary');
  if (summary) summary.focus();
  document.addEventListener('submit', function (e) {
    var f = e.target;
    if (f && f.getAttribute && f.getAttribute('data-confirm') && !window.confirm(f.getAttribute('data-confirm')))
      e.preventDefault();
  });
})();
