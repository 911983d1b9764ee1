extension HTMLReport {
  /// Filtering (text, tag, the profiles shown; only scenarios that change between them, differ,
  /// crash or come from a public report), its state in the address
  /// (`?q=…&tag=…&profiles=5+6%2B&only=changed+public`; `profile=6%2B` is read too); with two
  /// profiles shown, the cells where they differ are marked (`≠ 5`);
  /// permalinks that open their cell's steps and trace, and traces read in a full-width panel
  /// below their row, side by side when several cells of a row are open. The page is complete
  /// without it.
  static let script = """

    (function () {
      var form = document.getElementById('controls');
      var q = document.getElementById('q'), tag = document.getElementById('tag');
      var count = document.getElementById('count');
      var only = Array.prototype.slice.call(form.querySelectorAll('input[name=only]'));
      var boxes = Array.prototype.slice.call(form.querySelectorAll('input[name=p]'));
      var first = document.getElementById('compare-a'), second = document.getElementById('compare-b');
      var rows = Array.prototype.slice.call(document.querySelectorAll('tr[data-text]'));
      var columns = Array.prototype.slice.call(document.querySelectorAll('th[data-p], td[data-p]'));
      var spans = Array.prototype.slice.call(document.querySelectorAll('tr.group > th'));
      var marks = { differs: 'differs', crashes: 'b-crash' }, marked = [];
      form.hidden = false;
      form.addEventListener('submit', function (event) { event.preventDefault(); });
      function shown() {
        return boxes.filter(function (box) { return box.checked; })
          .map(function (box) { return box.value; });
      }
      function showOnly(ids) {
        var known = boxes.filter(function (box) { return ids.indexOf(box.value) >= 0; });
        boxes.forEach(function (box) { box.checked = known.length === 0 || known.indexOf(box) >= 0; });
      }
      function checked() {
        return only.filter(function (box) { return box.checked; })
          .map(function (box) { return box.value; });
      }
      function read() {
        var params = new URLSearchParams(location.search), wanted = (params.get('only') || '').split(' ');
        q.value = params.get('q') || '';
        tag.value = params.get('tag') || '';
        showOnly((params.get('profiles') || params.get('profile') || '').split(' '));
        only.forEach(function (box) { box.checked = wanted.indexOf(box.value) >= 0; });
      }
      function write() {
        var params = new URLSearchParams();
        if (q.value) params.set('q', q.value);
        if (tag.value) params.set('tag', tag.value);
        if (shown().length < boxes.length) params.set('profiles', shown().join(' '));
        if (checked().length) params.set('only', checked().join(' '));
        var search = params.toString();
        try {
          history.replaceState(null, '', (search ? '?' + search : location.pathname) + location.hash);
        } catch (error) {}
      }
      function apply() {
        var text = q.value.toLowerCase(), wanted = tag.value, chosen = shown(), visibleRows = 0;
        var pair = chosen.length === 2 ? chosen : null, differing = 0;
        var needed = checked().filter(function (name) { return name in marks; })
          .map(function (name) { return marks[name]; });
        var changing = checked().indexOf('changed') >= 0, reported = checked().indexOf('public') >= 0;
        marked.forEach(function (cell) {
          cell.classList.remove('pair-differs');
          var mark = cell.querySelector('.vs');
          if (mark) mark.remove();
        });
        marked = [];
        rows.forEach(function (row) {
          var tags = JSON.parse(row.getAttribute('data-tags')), kinds = [];
          var cells = Array.prototype.filter.call(row.querySelectorAll('td[data-p]'), function (cell) {
            return chosen.indexOf(cell.getAttribute('data-p')) >= 0;
          });
          cells.forEach(function (cell) {
            if (kinds.indexOf(cell.getAttribute('data-k')) < 0) kinds.push(cell.getAttribute('data-k'));
          });
          var visible = row.getAttribute('data-text').indexOf(text) >= 0 &&
            (wanted === '' || tags.indexOf(wanted) >= 0) &&
            (!reported || row.hasAttribute('data-public')) &&
            (!changing || kinds.length > 1) &&
            needed.every(function (mark) {
              return cells.some(function (cell) { return cell.classList.contains(mark); });
            });
          row.hidden = !visible;
          var next = row.nextElementSibling;
          if (next && next.classList.contains('panel')) next.hidden = !visible;
          if (visible) visibleRows++;
          // Two profiles side by side: the second's cell says where it differs from the first's.
          if (pair && kinds.length > 1) {
            var mark = document.createElement('span');
            mark.className = 'vs';
            mark.textContent = '≠ ' + pair[0];
            cells[1].classList.add('pair-differs');
            (cells[1].querySelector('.headline') || cells[1]).appendChild(mark);
            marked.push(cells[1]);
            if (visible) differing++;
          }
        });
        columns.forEach(function (column) {
          column.hidden = chosen.indexOf(column.getAttribute('data-p')) < 0;
        });
        spans.concat(Array.prototype.slice.call(document.querySelectorAll('tr.panel > td')))
          .forEach(function (cell) { cell.colSpan = chosen.length + 1; });
        first.value = pair ? pair[0] : '';
        second.value = pair ? pair[1] : '';
        Array.prototype.forEach.call(document.querySelectorAll('[data-group]'), function (group) {
          group.hidden = group.querySelector('tr[data-text]:not([hidden])') === null;
          if ((text !== '' || needed.length > 0 || changing || reported) && group.tagName === 'DETAILS' && !group.hidden) {
            group.open = true;
          }
        });
        count.textContent = visibleRows + ' of ' + rows.length + ' scenarios' +
          (pair ? '; ' + differing + ' differ between ' + pair[0] + ' and ' + pair[1] : '');
        write();
      }
      // Two profiles chosen to compare: only they are shown, side by side in version order.
      function compare() {
        if (first.value === '' || second.value === '' || first.value === second.value) return;
        showOnly([first.value, second.value]);
        apply();
      }
      // The open cells of a row, read in one full-width panel below it, side by side.
      function refresh(row) {
        var open = Array.prototype.filter.call(row.querySelectorAll('td[data-p] > details'),
          function (details) { return details.open; });
        var panel = row.nextElementSibling;
        if (!panel || !panel.classList.contains('panel')) panel = null;
        if (open.length === 0) { if (panel) panel.remove(); return null; }
        if (!panel) {
          panel = document.createElement('tr');
          panel.className = 'panel';
          var cell = document.createElement('td');
          cell.colSpan = shown().length + 1;
          cell.appendChild(document.createElement('div')).className = 'panes';
          panel.appendChild(cell);
          row.parentNode.insertBefore(panel, row.nextElementSibling);
        }
        var panes = panel.querySelector('.panes');
        panes.textContent = '';
        open.forEach(function (details) {
          var cell = details.parentNode, pane = document.createElement('section');
          pane.className = 'pane ' + cell.className;
          var heading = pane.appendChild(document.createElement('h3'));
          var link = heading.appendChild(document.createElement('a'));
          link.href = '#' + cell.id;
          link.textContent = row.id.slice(2) + ' under ' + cell.getAttribute('data-p');
          var close = heading.appendChild(document.createElement('button'));
          close.type = 'button';
          close.textContent = 'Close';
          close.addEventListener('click', function () { details.open = false; refresh(row); });
          pane.appendChild(cell.querySelector('.headline').cloneNode(true));
          Array.prototype.forEach.call(details.children, function (child) {
            if (child.tagName !== 'SUMMARY') pane.appendChild(child.cloneNode(true));
          });
          panes.appendChild(pane);
        });
        return panel;
      }
      var matrix = document.getElementById('matrix');
      if (matrix) {
        document.body.classList.add('panels');
        matrix.addEventListener('toggle', function (event) {
          var cell = event.target.parentNode;
          if (cell && cell.hasAttribute && cell.hasAttribute('data-p')) refresh(cell.parentNode);
        }, true);
      }
      // The fragment percent-decoded as URLSearchParams decodes the query (the URL standard's
      // way): '%' and two hex digits is a byte, any other '%' is itself, bytes that are not
      // UTF-8 read as U+FFFD. decodeURIComponent throws instead ('#%'), stopping the script.
      function decode(text) {
        var bytes = new TextEncoder().encode(text), out = [];
        for (var i = 0; i < bytes.length; i++) {
          var hex = i + 2 < bytes.length ? String.fromCharCode(bytes[i + 1], bytes[i + 2]) : '';
          if (bytes[i] === 37 && /^[0-9A-Fa-f]{2}$/.test(hex)) {
            out.push(parseInt(hex, 16));
            i += 2;
          } else {
            out.push(bytes[i]);
          }
        }
        return new TextDecoder().decode(new Uint8Array(out));
      }
      // A permalink to a cell opens its steps and trace; one to a hidden row clears the filters.
      function reveal() {
        var target = document.getElementById(decode(location.hash.slice(1)));
        if (!target) return;
        var row = target.closest('tr[data-text]');
        if (row && (row.hidden || target.hidden)) {
          q.value = ''; tag.value = ''; showOnly([]);
          only.forEach(function (box) { box.checked = false; });
          apply();
        }
        var group = target.closest('details[data-group]');
        if (group) group.open = true;
        var details = target.querySelector(':scope > details'), panel = null;
        if (details && row) { details.open = true; panel = refresh(row); }
        (panel || target).scrollIntoView({ block: 'nearest' });
      }
      q.addEventListener('input', apply);
      [tag].concat(only, boxes).forEach(function (input) { input.addEventListener('change', apply); });
      [first, second].forEach(function (select) { select.addEventListener('change', compare); });
      document.getElementById('all-profiles').addEventListener('click', function () {
        showOnly([]);
        apply();
      });
      window.addEventListener('hashchange', reveal);
      read();
      apply();
      reveal();
    })();

    """
}
