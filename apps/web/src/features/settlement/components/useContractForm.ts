import { useSchemaForm } from '@/components/form/useSchemaForm';
import { contractFormSchema, type ContractForm } from '../model/contractForm';

/** The contract editor's form, shared by its steps and band tables. */
export const useContractForm = (initial: ContractForm) => useSchemaForm(contractFormSchema, initial, { mode: 'onSubmit' });

export type ContractFormApi = ReturnType<typeof useContractForm>;
