import type { RegexEngine } from 'shiki';

type Scanner = ReturnType<RegexEngine['createScanner']>;
type Match = ReturnType<Scanner['findNextMatchSync']>;

/**
 * A regex engine that compiles each list of patterns once and remembers its answers for one code block.
 * - Compiling is most of Oniguruma's time in a build: the JavaScript, TypeScript and JSX grammars share
 *   their large patterns, and each rule asks for up to four variants of its list. A list compiled
 *   before is answered by the same scanner; it is never disposed, as other rules still use it.
 * - Shiki tokenizes a block once per theme (two passes for our light and dark colours), and the grammar
 *   asks the second pass exactly the questions of the first: the second pass then costs no matching.
 *   `nextBlock()` forgets the answers, so what is remembered stays one block's worth.
 */
export function rememberingEngine(engine: RegexEngine): { engine: RegexEngine; nextBlock: () => void } {
  let block = 0;
  const scanners = new Map<string, Scanner>();
  const remembering = (scanner: Scanner): Scanner => {
    let answers = new Map<string, Match>();
    let answersOf = block;
    return {
      findNextMatchSync(string, start, options) {
        if (answersOf !== block) {
          answers = new Map();
          answersOf = block;
        }
        const key = `${start} ${options ?? 0} ${typeof string === 'string' ? string : string.content}`;
        let answer = answers.get(key);
        if (answer === undefined) {
          answer = scanner.findNextMatchSync(string, start, options);
          answers.set(key, answer);
        }
        return answer;
      },
    };
  };
  return {
    nextBlock: () => void block++,
    engine: {
      createString: (text) => engine.createString(text),
      createScanner(patterns) {
        const source = patterns.map(String).join('\0');
        let scanner = scanners.get(source);
        if (!scanner) scanners.set(source, (scanner = remembering(engine.createScanner(patterns))));
        return scanner;
      },
    },
  };
}
