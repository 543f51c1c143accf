// Runs for its effect on the page: nothing is exported.
document.documentElement.dataset.ui = 'ready';
