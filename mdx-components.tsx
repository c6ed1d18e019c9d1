import type { MDXComponents } from 'mdx/types';
import { FlowExplorer } from '@/app/components/flow/FlowExplorer';
import { RulingList } from '@/app/components/flow/RulingList';
import { StepList } from '@/app/components/flow/StepList';
import { StepsWhere } from '@/app/components/StepsWhere';

/** The one registry of components that content MDX may use. */
const components: MDXComponents = {
  Flow: FlowExplorer,
  StepList,
  RulingList,
  StepsWhere,
};

export function useMDXComponents(inherited?: MDXComponents): MDXComponents {
  return { ...inherited, ...components };
}
