import { InvalidArgumentError } from 'commander';

/**
 * Parses roles given on the command line, either as JSON ('{"suinos":["Nutrição"]}') or as
 * 'module=Permission,Permission;module=Permission'. Names are checked later by the contract.
 */
export function parseRolesArgument(value: string): Record<string, string[]> {
  const text = value.trim();
  if (text === '') return {};
  if (text.startsWith('{')) {
    try {
      return JSON.parse(text) as Record<string, string[]>;
    } catch {
      throw new InvalidArgumentError('roles JSON could not be parsed');
    }
  }
  const roles: Record<string, string[]> = {};
  for (const part of text.split(';').filter((p) => p.trim())) {
    const [module, permissions = ''] = part.split('=');
    if (!module?.trim()) throw new InvalidArgumentError(`"${part}" is not module=Permission,Permission`);
    roles[module.trim()] = permissions.split(',').map((p) => p.trim()).filter(Boolean);
  }
  return roles;
}
