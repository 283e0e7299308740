/**
 * Per-feature permissions; `Vendas` marks a sales user, who is a guest unless staff or superuser.
 * `Cadastro` lets staff edit the farm register of the module (its sheds; producers and properties with
 * it in any module), `Usuários` lets staff manage people and their access.
 */
export const PERMISSIONS = ['Performance', 'Predição', 'Sanidade', 'Nutrição', 'Vendas', 'Cadastro', 'Usuários'] as const;
export type Permission = (typeof PERMISSIONS)[number];
