const lang = process.argv[2] || 'en';

try {
  const messages = await import(`./locales/${lang}.json`);
  console.log(messages.default.greeting);
} catch (error) {
  console.log(`failed: ${error.message}`);
}
