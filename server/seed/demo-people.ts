import type { CrewMemberRole } from '../../src/domain/crews';
import { WORKFORCE_KIND } from '../../src/domain/workforce';
import type { Executor } from '../db/client';
import { crew, crewMember, workforce } from '../db/schema/index';
import { newId } from '../crypto';

interface DemoTeam {
  /** Key into the vendor ids; null for the organisation's own staff. */
  vendor: string | null;
  domain: string;
  codePrefix: string;
  supervisors: string[];
  mobileUsers: string[];
  crews: Array<{ name: string; code: string; members: Array<[string, CrewMemberRole]> }>;
}

/** Field staff and crews around Guwahati: each vendor's own, and the distribution company's in-house team. */
export const DEMO_TEAMS: DemoTeam[] = [
  {
    vendor: 'Brahmaputra Field Services',
    domain: 'brahmaputra-fs.example',
    codePrefix: 'BFS',
    supervisors: ['Dipankar Bora', 'Nabajit Hazarika'],
    mobileUsers: [
      'Ratul Kalita',
      'Bikash Das',
      'Jyotirmoy Nath',
      'Pankaj Medhi',
      'Mridul Gogoi',
      'Babul Ali',
      'Porag Bhuyan',
      'Kishore Rabha',
      'Dhruba Baishya',
    ],
    crews: [
      {
        name: 'Chandmari Line Crew',
        code: 'BFS-C1',
        members: [
          ['Ratul Kalita', 'leader'],
          ['Bikash Das', 'technician'],
          ['Jyotirmoy Nath', 'technician'],
          ['Pankaj Medhi', 'helper'],
        ],
      },
      {
        name: 'Beltola Maintenance Crew',
        code: 'BFS-C2',
        members: [
          ['Mridul Gogoi', 'leader'],
          ['Babul Ali', 'technician'],
          ['Porag Bhuyan', 'technician'],
          ['Kishore Rabha', 'helper'],
        ],
      },
      {
        name: 'Jalukbari Emergency Crew',
        code: 'BFS-C3',
        members: [
          ['Nabajit Hazarika', 'leader'],
          ['Dhruba Baishya', 'technician'],
        ],
      },
    ],
  },
  {
    vendor: 'Kamrup Line Contractors',
    domain: 'kamrup-lines.example',
    codePrefix: 'KLC',
    supervisors: ['Manash Deka'],
    mobileUsers: [
      'Rajib Talukdar',
      'Sanjib Barman',
      'Hiren Pathak',
      'Utpal Boro',
      'Ajoy Mili',
      'Diganta Dutta',
      'Amrit Sonowal',
    ],
    crews: [
      {
        name: 'Lokhra Substation Crew',
        code: 'KLC-C1',
        members: [
          ['Rajib Talukdar', 'leader'],
          ['Sanjib Barman', 'technician'],
          ['Hiren Pathak', 'technician'],
          ['Utpal Boro', 'helper'],
        ],
      },
      {
        name: 'Maligaon Night Crew',
        code: 'KLC-C2',
        members: [
          ['Ajoy Mili', 'leader'],
          ['Diganta Dutta', 'technician'],
          ['Amrit Sonowal', 'helper'],
        ],
      },
    ],
  },
  {
    vendor: 'Northeast Metering Co.',
    domain: 'ne-metering.example',
    codePrefix: 'NEM',
    supervisors: ['Rupjyoti Sarma', 'Anjana Saikia'],
    mobileUsers: [
      'Nilakshi Devi',
      'Prasanta Borah',
      'Kaushik Phukan',
      'Bhaskar Thakuria',
      'Rahul Ahmed',
      'Farhan Hussain',
      'Bijoy Lahkar',
      'Debajit Choudhury',
    ],
    crews: [
      {
        name: 'Dispur Meter Crew',
        code: 'NEM-C1',
        members: [
          ['Nilakshi Devi', 'leader'],
          ['Prasanta Borah', 'technician'],
          ['Kaushik Phukan', 'technician'],
        ],
      },
      {
        name: 'Six Mile Meter Crew',
        code: 'NEM-C2',
        members: [
          ['Bhaskar Thakuria', 'leader'],
          ['Rahul Ahmed', 'technician'],
          ['Farhan Hussain', 'technician'],
          ['Bijoy Lahkar', 'helper'],
        ],
      },
    ],
  },
  {
    vendor: null,
    domain: 'apdcl-demo.example',
    codePrefix: 'APD',
    supervisors: ['Hemanta Kakati'],
    mobileUsers: ['Sourav Goswami', 'Partha Mahanta', 'Gitali Baruah'],
    crews: [
      {
        name: 'Paltan Bazaar Inspection Crew',
        code: 'APD-C1',
        members: [
          ['Sourav Goswami', 'leader'],
          ['Partha Mahanta', 'technician'],
          ['Gitali Baruah', 'helper'],
        ],
      },
    ],
  },
];

function email(name: string, domain: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`;
}

/** Indian mobile numbers in a stable, readable sequence. */
function phone(serial: number): string {
  return `+91 94350 ${String(10000 + serial * 137).slice(-5)}`;
}

/** Adds the demo workforce and crews; mobile users report to their team's supervisors in turn. */
export async function seedDemoPeople(
  tx: Executor,
  organisationId: string,
  vendorIds: Map<string, string>,
): Promise<void> {
  let serial = 0;
  for (const team of DEMO_TEAMS) {
    const vendorId = team.vendor ? vendorIds.get(team.vendor)! : null;
    const ids = new Map<string, string>();
    const add = async (name: string, kind: number, code: string, supervisorId: string | null) => {
      const id = newId();
      ids.set(name, id);
      await tx.insert(workforce).values({
        organisationId,
        id,
        kind,
        name,
        email: email(name, team.domain),
        phone: phone(++serial),
        employeeCode: code,
        vendorId,
        supervisorId,
      });
    };
    for (const [i, name] of team.supervisors.entries())
      await add(name, WORKFORCE_KIND.supervisor, `${team.codePrefix}-S${i + 1}`, null);
    for (const [i, name] of team.mobileUsers.entries()) {
      const supervisor = ids.get(team.supervisors[i % team.supervisors.length]!)!;
      await add(name, WORKFORCE_KIND.mobileUser, `${team.codePrefix}-${101 + i}`, supervisor);
    }
    for (const c of team.crews) {
      const crewId = newId();
      await tx.insert(crew).values({ organisationId, id: crewId, name: c.name, code: c.code, vendorId });
      await tx.insert(crewMember).values(
        c.members.map(([name, role]) => ({
          organisationId,
          crewId,
          workforceId: ids.get(name)!,
          vendorId,
          role,
        })),
      );
    }
  }
}
