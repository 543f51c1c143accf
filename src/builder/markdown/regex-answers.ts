import type { RegexEngine } from 'shiki';

type Scanner = ReturnType<RegexEngine['createScanner']>;
type Match = ReturnType<Scanner['findNextMatchSync']>;

/**
 * A regex engine whose scanners remember their answers for one code block. Shiki tokenizes a block
 * once per theme (two passes for our light and dark colours), and the grammar asks the second pass
 * exactly the questions of the first: the second pass then costs no regex matching. `nextBlock()`
 * forgets everything, so what is remembered stays one block's worth.
 */
export function rememberingEngine(engine: RegexEngine): { engine: RegexEngine; nextBlock: () => void } {
  let block = 0;
  return {
    nextBlock: () => void block++,
    engine: {
      createString: (text) => engine.createString(text),
      createScanner(patterns) {
        const scanner = engine.createScanner(patterns);
        let answers = new Map<string, Match>();
        let answersOf = block;
        const remembering: Scanner = {
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
          dispose: () => scanner.dispose?.(),
        };
        return remembering;
      },
    },
  };
}
