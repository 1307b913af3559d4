-- Since 0019 a combination's count is spread over up to 8 slot rows of the tally, and a slot may go below
-- zero (an order counted up by one connection and moved by another); only their sum means anything. The view
-- kept 0018's per-row `n > 0`, so a grouped report could show a slot's +1 and drop the other slot's -1: an
-- order counted where it no longer is. The view now adds the slots up first.
CREATE OR REPLACE VIEW "reporting"."order_counts" WITH (security_invoker = true) AS
SELECT t.status,
  CASE t.status WHEN 1 THEN 'Unassigned' WHEN 2 THEN 'Assigned' WHEN 3 THEN 'In Progress' WHEN 4 THEN 'Completed' WHEN 5 THEN 'On Hold' END AS status_name,
  t.approval_status,
  CASE t.approval_status WHEN 1 THEN 'Pending' WHEN 2 THEN 'Approved' WHEN 3 THEN 'Rejected' END AS approval_status_name,
  t.project_id, p.name AS project_name,
  t.access_group_id, g.name AS access_group_name,
  t.workflow_id, w.name AS workflow_name,
  t.vendor_id, v.name AS vendor_name,
  t.crew_id, c.name AS crew_name,
  t.n AS orders
FROM (
  SELECT organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status,
         sum(n)::bigint AS n
    FROM work_order_tally
   GROUP BY organisation_id, project_id, access_group_id, vendor_id, crew_id, workflow_id, status, approval_status
) t
LEFT JOIN project p ON p.organisation_id = t.organisation_id AND p.id = t.project_id
LEFT JOIN access_group g ON g.organisation_id = t.organisation_id AND g.id = t.access_group_id
LEFT JOIN workflow w ON w.organisation_id = t.organisation_id AND w.id = t.workflow_id
LEFT JOIN vendor v ON v.organisation_id = t.organisation_id AND v.id = t.vendor_id
LEFT JOIN crew c ON c.organisation_id = t.organisation_id AND c.id = t.crew_id
WHERE t.n > 0;
