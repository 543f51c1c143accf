import { card } from '@demo/ui';
import { badge } from '@demo/ui/badge';
import { nextId, version } from 'id-counter';

const first = card('hello from the ui package');
const second = { id: nextId('app'), heading: badge('app') };

console.log(first.heading, second.heading);
console.log('ids:', first.id, second.id, '- app uses id-counter', version);
