import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SourceFile } from 'typescript-native/unstable/ast';
import type { MemberScope } from '../../compiler/api/members';
import { openNativeProject, type NativeProject } from '../../compiler/api/native-project';
import { packageRoot } from '../../compiler/helpers/package-root';

export interface NativeSource {
  native: NativeProject;
  source: SourceFile;
  /** A member scope that documents every file. */
  scope: MemberScope;
  /** The statement that declares `name` (an interface, type alias or class). */
  declared(name: string): SourceFile['statements'][number];
  close(): void;
}

/** One TypeScript file, written to a temporary folder, in a project of TypeScript's native compiler. */
export async function nativeSource(text: string): Promise<NativeSource> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'docs-native-source-'));
  const file = path.join(scratch, 'source.ts');
  writeFileSync(file, text);
  const native = await openNativeProject([file], [], packageRoot());
  const source = native.project.program.getSourceFile(file)!;
  return {
    native,
    source,
    scope: { checker: native.checker, kinds: native.kinds, documents: () => true, planOf: () => undefined },
    declared: (name) => source.statements.find((s) => (s as { name?: { text: string } }).name?.text === name)!,
    close: () => {
      native.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}
