import { CommanderError } from 'commander';
import { DiagnosticError } from '../compiler/helpers/diagnostics';
import { consoleToStderr } from '../compiler/render/console-to-stderr';
import { setCliEnvironment } from '../compiler/startup/cli-environment';
import { EXIT, printDiagnostics, program } from './program';

// Before any worker starts; nothing reads the clock while the modules above load.
setCliEnvironment();

consoleToStderr();
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  } else if (error instanceof DiagnosticError) {
    printDiagnostics(error.diagnostics, process.argv.includes('--json'));
    process.exitCode = EXIT.contentErrors;
  } else {
    const { sourceMappedStack } = await import('../compiler/startup/source-mapped-stack');
    const stack = (error as Error).stack;
    process.stderr.write(
      `Internal error: ${stack ? sourceMappedStack(stack) : String(error)}\nThis is a bug in the docs compiler, not in your content: please report it with the output above at https://github.com/mui/mui-x/issues.\n`,
    );
    process.exitCode = EXIT.contentErrors;
  }
}
