export const title = 'Home';
export const render = () => 'Welcome to the home page.';
