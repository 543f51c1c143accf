console.log('The admin page has started.');
