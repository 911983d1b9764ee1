#!/usr/bin/env python3
"""Prints docs/rules.md §13.1's table: for each profile parameter, the public reports whose
checked claims hold under its value (for the reading the engine keeps) and those whose claims are
known differences naming it (for the rival reading), by confidence grade, each report (thread)
counted once, at its highest grade. A claim counts for a parameter when the trace of a step it
checks names that parameter.

    scripts/record-counts.py [ROTATIONDB]            # prints the table
    scripts/record-counts.py [ROTATIONDB] --check F  # exit 1 if file F does not hold it
"""
import json, re, subprocess, sys, collections

args = [a for a in sys.argv[1:] if a != '--check']
check = sys.argv[sys.argv.index('--check') + 1] if '--check' in sys.argv else None
if check: args.remove(check)
binary = args[0] if args else 'rotationdb'
run = lambda *a: subprocess.run([binary, *a], capture_output=True, text=True, check=True).stdout
catalogue = json.loads(run('catalogue', '--tag', 'public-report'))
outcomes = json.loads(run('evaluate', '@builtin', '--format', 'json'))['outcomes']
traces = {(o['scenario'], o['profile']): o['steps'] for o in outcomes}
rank = {'high': 3, 'medium': 2, 'low': 1}
# (parameter, side) -> report -> highest grade
sides = collections.defaultdict(dict)
def count(parameter, side, report, grade):
    best = sides[(parameter, side)].get(report)
    if best is None or rank[grade] > rank[best]: sides[(parameter, side)][report] = grade
for s in catalogue['scenarios']:
    for e in s.get('expect', []):
        grade = e.get('confidence')
        if not grade or e['evidence'] == 'inferred': continue
        report = (e.get('source') or s['sources'][0]).split(': "', 1)[0]
        known = e.get('knownDifference')
        if known:
            count(known['rule'], 'rival', report, grade)
            continue
        profiles = [p for (sid, p) in traces if sid == s['id']] if e['profiles'] == ['*'] else e['profiles']
        for profile in profiles:
            steps = traces.get((s['id'], profile), [])
            for index in range(e['step'], (e.get('through') or e['step']) + 1):
                if index < len(steps):
                    for line in steps[index]['trace']:
                        for parameter in re.findall(r'parameter (\w+) =', line):
                            count(parameter, 'kept', report, grade)
parameters = sorted({p for (p, _) in sides if re.fullmatch(r'[a-z]\w+', p)})
def cell(parameter, side):
    grades = collections.Counter(sides.get((parameter, side), {}).values())
    return ' / '.join(str(grades[g]) for g in ('high', 'medium', 'low'))
lines = ['| parameter | reports for the kept reading (high / medium / low) | reports for the rival reading (high / medium / low) |',
         '|---|--:|--:|']
lines += [f'| `{p}` | {cell(p, "kept")} | {cell(p, "rival")} |' for p in parameters]
table = '\n'.join(lines) + '\n'
if check:
    if table not in open(check).read():
        sys.exit(f'{check} does not hold the table scripts/record-counts.py prints:\n{table}')
else:
    print(table, end='')
