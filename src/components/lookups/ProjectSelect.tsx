import { useState } from 'react';
import { LookupSelect, type LookupSelectProps } from './LookupSelect';
import { useProjectLookup } from '../../data/lookups/project-lookup';

export interface ProjectSelectProps extends Omit<LookupSelectProps, 'label'> {
  label?: string;
}

/** The project dropdown (the projects' list call): 10 per page, searched 300 ms after typing, more on scrolling. */
export function ProjectSelect({
  label = 'Project',
  placeholder = 'Choose a project',
  ...props
}: ProjectSelectProps) {
  const [term, setTerm] = useState('');
  const lookup = useProjectLookup(term);
  return (
    <LookupSelect {...props} label={label} placeholder={placeholder} lookup={lookup} onTermChange={setTerm} />
  );
}
