/** Content words of a phrase, for facts that are checked by their words ("members only"). */
const STOP = new Set(
  (
    'the a an and or of to for in on at by with our your their this that is are be will we you it its from as all ' +
    'el la los las un una y o de del en con por para su sus nuestro nuestra es son al ' +
    'le les un une et ou de des du en avec pour par sur notre nos votre vos est sont au aux ' +
    'der die das ein eine und oder von zu für mit im am auf unser unsere ihr ist sind dem den des ' +
    'o a os as um uma e ou de do da dos das em no na com por para nosso nossa seu sua é são ' +
    'il lo la gli le un una e o di del della dei in con per su nostro nostra è sono al alla'
  ).split(' '),
);

export function keywordsOf(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}$€£₹%]+/u)
    .filter((w) => w.length >= 2 && !STOP.has(w));
  return [...new Set(words)];
}
