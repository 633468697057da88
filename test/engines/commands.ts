import type { BrowserCommand, BrowserProviderOption, TestProject } from 'vitest/node';

export type Command = BrowserCommand<[selector: string, ...rest: unknown[]]>;

/** What a project's browser offers of Vitest's own commands (`__vitest_click`, `__vitest_type`...). */
export interface ProjectCommands {
  commands: Record<string, Command>;
  registerCommand(name: string, command: Command): void;
}

/**
 * `provider` with some of Vitest's own commands done another way in its engine: `replace` gets them as
 * the provider made them and registers its own, once per project.
 */
export function withCommands(
  provider: BrowserProviderOption,
  replace: (browser: ProjectCommands) => void,
): BrowserProviderOption {
  return {
    ...provider,
    providerFactory(project: TestProject) {
      const created = provider.providerFactory(project);
      replace(project.browser as unknown as ProjectCommands);
      return created;
    },
  };
}
