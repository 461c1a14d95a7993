/**
 * Whether this thread takes the fast paths of this folder. Each gives the output of the code it stands
 * in for (a CI test builds the shipped site both ways and compares the bytes), so `DOCS_FAST_PATHS=0`,
 * which turns every one off, tells a bug of a fast path from one of the code it speeds up. Read once,
 * as the thread loads its modules: workers inherit the environment they are started with.
 */
export const fastPathsOn = process.env.DOCS_FAST_PATHS !== '0';
