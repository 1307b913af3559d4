import type { SavedTask, WorkflowActivity } from '../../src/domain/workflows';
import type { Executor } from '../db/client';
import { activityTemplate, workflow, workflowTemplateUse, workflowVersion } from '../db/schema/index';
import { newId } from '../crypto';
import { activityTypeName } from '../services/workflow/activity-template/queries';

type Element = [SavedTask['elements'][number]['elementType'], string, boolean];

const TEMPLATES: Array<{ name: string; activityTypeId: number; tasks: Array<[string, Element[]]> }> = [
  {
    name: 'Consumer premises survey',
    activityTypeId: 1,
    tasks: [
      [
        'Locate the meter point',
        [
          ['capture-gps', 'Meter point position', true],
          ['image', 'Photo of the meter board', true],
        ],
      ],
      [
        'Check the supply',
        [
          ['manual-reading', 'Present reading', true],
          ['capture-cellular-signal', 'Mobile signal at the meter', false],
        ],
      ],
    ],
  },
  {
    name: 'Smart meter installation',
    activityTypeId: 2,
    tasks: [
      [
        'Remove the old meter',
        [
          ['manual-reading', 'Final reading of the old meter', true],
          ['manual-serial', 'Old meter serial number', true],
          ['image', 'Photo of the old meter', true],
        ],
      ],
      [
        'Fit the smart meter',
        [
          ['ai-barcode', 'New meter barcode', true],
          ['ai-reading-text', 'First reading', true],
          ['capture-gps', 'Installed position', true],
        ],
      ],
      [
        'Hand over',
        [
          ['signature', 'Consumer signature', true],
          ['dateTime', 'Handed over at', true],
        ],
      ],
    ],
  },
  {
    name: 'Distribution transformer inspection',
    activityTypeId: 3,
    tasks: [
      [
        'Inspect',
        [
          ['image', 'Transformer photo', true],
          ['manual-reading', 'Oil temperature (°C)', true],
          ['other', 'Remarks', false],
        ],
      ],
      ['Sign off', [['signature', 'Inspector signature', true]]],
    ],
  },
];

const WORKFLOWS: Array<{ name: string; description: string; templates: string[] }> = [
  {
    name: 'Smart meter rollout',
    description: 'Survey the premises, then replace the meter',
    templates: ['Consumer premises survey', 'Smart meter installation'],
  },
  {
    name: 'Transformer health check',
    description: 'Quarterly inspection of distribution transformers',
    templates: ['Distribution transformer inspection'],
  },
];

/** Activity templates and published workflows, so work can be planned from the first sign-in. */
export async function seedDemoWorkflows(tx: Executor, organisationId: string): Promise<void> {
  const saved = new Map<string, { id: string; activityTypeId: number; tasks: SavedTask[] }>();
  for (const template of TEMPLATES) {
    const tasks: SavedTask[] = template.tasks.map(([name, elements]) => ({
      id: newId(),
      name,
      elements: elements.map(([elementType, label, isRequired]) => ({
        id: newId(),
        elementType,
        label,
        isRequired,
      })),
    }));
    const id = newId();
    saved.set(template.name, { id, activityTypeId: template.activityTypeId, tasks });
    await tx
      .insert(activityTemplate)
      .values({ organisationId, id, name: template.name, activityTypeId: template.activityTypeId, tasks });
  }
  for (const flow of WORKFLOWS) {
    const id = newId();
    await tx
      .insert(workflow)
      .values({ organisationId, id, name: flow.name, description: flow.description, publishedVersion: 1 });
    const activities: WorkflowActivity[] = flow.templates.map((name, index) => {
      const template = saved.get(name)!;
      return {
        id: newId(),
        sequence: index + 1,
        name,
        activityTemplateId: template.id,
        activityTypeId: template.activityTypeId,
        activityTypeName: activityTypeName(template.activityTypeId),
        tasks: template.tasks,
      };
    });
    await tx
      .insert(workflowVersion)
      .values({ organisationId, workflowId: id, publishedVersion: 1, activities });
    await tx.insert(workflowTemplateUse).values(
      activities.map((activity) => ({
        organisationId,
        workflowId: id,
        publishedVersion: 1,
        activityTemplateId: activity.activityTemplateId,
      })),
    );
  }
}
