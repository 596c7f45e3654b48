/**
 * The suffix array of `text` (values from 0 to `upper`) by SA-IS (Nong, Zhang and Chan), in time and
 * memory linear in its length: a port of the AtCoder Library's `sa_is`. Sorting the suffixes of the
 * titles of 100,000 models by comparison would take many seconds.
 */
export function suffixArray(text: Int32Array, upper: number): Int32Array {
  const n = text.length;
  if (n < 10) return naive(text);
  const sa = new Int32Array(n);
  // lsType[i]: whether suffix i is S-type (smaller than the suffix after it).
  const lsType = new Uint8Array(n);
  for (let i = n - 2; i >= 0; i--) lsType[i] = text[i] === text[i + 1] ? lsType[i + 1] : text[i] < text[i + 1] ? 1 : 0;
  const sumL = new Int32Array(upper + 2);
  const sumS = new Int32Array(upper + 2);
  for (let i = 0; i < n; i++) {
    if (!lsType[i]) sumS[text[i]]++;
    else sumL[text[i] + 1]++;
  }
  for (let i = 0; i <= upper; i++) {
    sumS[i] += sumL[i];
    if (i < upper) sumL[i + 1] += sumS[i];
  }
  const buffer = new Int32Array(upper + 2);
  const induce = (lms: Int32Array) => {
    sa.fill(-1);
    buffer.set(sumS);
    for (const d of lms) if (d !== n) sa[buffer[text[d]]++] = d;
    buffer.set(sumL);
    sa[buffer[text[n - 1]]++] = n - 1;
    for (let i = 0; i < n; i++) {
      const v = sa[i];
      if (v >= 1 && !lsType[v - 1]) sa[buffer[text[v - 1]]++] = v - 1;
    }
    buffer.set(sumL);
    for (let i = n - 1; i >= 0; i--) {
      const v = sa[i];
      if (v >= 1 && lsType[v - 1]) sa[--buffer[text[v - 1] + 1]] = v - 1;
    }
  };

  const lmsMap = new Int32Array(n + 1).fill(-1);
  let m = 0;
  for (let i = 1; i < n; i++) if (!lsType[i - 1] && lsType[i]) lmsMap[i] = m++;
  const lms = new Int32Array(m);
  for (let i = 1, k = 0; i < n; i++) if (!lsType[i - 1] && lsType[i]) lms[k++] = i;
  induce(lms);
  if (m === 0) return sa;

  const sortedLms = new Int32Array(m);
  for (let i = 0, k = 0; i < n; i++) if (lmsMap[sa[i]] !== -1) sortedLms[k++] = sa[i];
  // Name each LMS substring by rank and sort the reduced text recursively.
  const reduced = new Int32Array(m);
  let reducedUpper = 0;
  reduced[lmsMap[sortedLms[0]]] = 0;
  for (let i = 1; i < m; i++) {
    let l = sortedLms[i - 1];
    let r = sortedLms[i];
    const endL = lmsMap[l] + 1 < m ? lms[lmsMap[l] + 1] : n;
    const endR = lmsMap[r] + 1 < m ? lms[lmsMap[r] + 1] : n;
    let same = true;
    if (endL - l !== endR - r) same = false;
    else {
      while (l < endL && text[l] === text[r]) {
        l++;
        r++;
      }
      if (l === n || text[l] !== text[r]) same = false;
    }
    if (!same) reducedUpper++;
    reduced[lmsMap[sortedLms[i]]] = reducedUpper;
  }
  const reducedSa = suffixArray(reduced, reducedUpper);
  for (let i = 0; i < m; i++) sortedLms[i] = lms[reducedSa[i]];
  induce(sortedLms);
  return sa;
}

function naive(text: Int32Array): Int32Array {
  const order = Array.from(text, (_, i) => i);
  order.sort((a, b) => {
    if (a === b) return 0;
    for (; a < text.length && b < text.length; a++, b++) if (text[a] !== text[b]) return text[a] - text[b];
    return a === text.length ? -1 : 1;
  });
  return Int32Array.from(order);
}
