import { title } from '@demo/format';
import { nextId, version } from 'id-counter';

export function card(text) {
  console.debug('card() uses id-counter', version);
  return { id: nextId('card'), heading: title(text) };
}
