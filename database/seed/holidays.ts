import db from '@adonisjs/lucid/services/db'
import Holiday from '#models/holiday'

/**
 * Thailand's public holidays for 2026 and 2027 (DESIGN §11), seeded in every
 * environment as the starting calendar; staff correct and extend it in
 * Admin › Settings › Public holidays (the seed never overwrites their work:
 * a year that already has a holiday is left alone).
 *
 * Source: the fixed-date holidays and the weekend substitution rule of the
 * cabinet's annual announcement of government holidays (ประกาศวันหยุดราชการ
 * ประจำปี, สำนักเลขาธิการคณะรัฐมนตรี). The lunar days (Makha, Visakha and
 * Asarnha Bucha) are those announced for 2026 (B.E. 2569, a year with a
 * second eighth month, hence Makha Bucha in March); the 2027 (B.E. 2570)
 * lunar days are taken from the Thai lunar calendar before the cabinet's
 * announcement for that year: staff check them against it when it is
 * published, as they add any special holiday the cabinet declares.
 * A holiday on a weekend is listed with the weekday that replaces it.
 */
export const THAI_PUBLIC_HOLIDAYS: ReadonlyArray<[date: string, en: string, th: string]> = [
  // 2026 (B.E. 2569)
  ['2026-01-01', "New Year's Day", 'วันขึ้นปีใหม่'],
  ['2026-03-03', 'Makha Bucha Day', 'วันมาฆบูชา'],
  ['2026-04-06', 'Chakri Memorial Day', 'วันจักรี'],
  ['2026-04-13', 'Songkran Festival', 'วันสงกรานต์'],
  ['2026-04-14', 'Songkran Festival', 'วันสงกรานต์'],
  ['2026-04-15', 'Songkran Festival', 'วันสงกรานต์'],
  ['2026-05-01', 'National Labour Day', 'วันแรงงานแห่งชาติ'],
  ['2026-05-04', 'Coronation Day', 'วันฉัตรมงคล'],
  ['2026-05-31', 'Visakha Bucha Day', 'วันวิสาขบูชา'],
  ['2026-06-01', 'Substitution for Visakha Bucha Day', 'วันหยุดชดเชยวันวิสาขบูชา'],
  ['2026-06-03', "H.M. Queen Suthida's Birthday", 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี'],
  [
    '2026-07-28',
    "H.M. King Maha Vajiralongkorn's Birthday",
    'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
  ],
  ['2026-07-29', 'Asarnha Bucha Day', 'วันอาสาฬหบูชา'],
  [
    '2026-08-12',
    "H.M. Queen Sirikit The Queen Mother's Birthday and Mother's Day",
    'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ',
  ],
  ['2026-10-13', 'H.M. King Bhumibol Adulyadej The Great Memorial Day', 'วันนวมินทรมหาราช'],
  ['2026-10-23', 'Chulalongkorn Day', 'วันปิยมหาราช'],
  [
    '2026-12-05',
    "H.M. King Bhumibol Adulyadej The Great's Birthday, National Day and Father's Day",
    'วันคล้ายวันพระบรมราชสมภพ พระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร วันชาติ และวันพ่อแห่งชาติ',
  ],
  [
    '2026-12-07',
    "Substitution for King Bhumibol's Birthday",
    'วันหยุดชดเชยวันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9',
  ],
  ['2026-12-10', 'Constitution Day', 'วันรัฐธรรมนูญ'],
  ['2026-12-31', "New Year's Eve", 'วันสิ้นปี'],
  // 2027 (B.E. 2570)
  ['2027-01-01', "New Year's Day", 'วันขึ้นปีใหม่'],
  ['2027-02-20', 'Makha Bucha Day', 'วันมาฆบูชา'],
  ['2027-02-22', 'Substitution for Makha Bucha Day', 'วันหยุดชดเชยวันมาฆบูชา'],
  ['2027-04-06', 'Chakri Memorial Day', 'วันจักรี'],
  ['2027-04-13', 'Songkran Festival', 'วันสงกรานต์'],
  ['2027-04-14', 'Songkran Festival', 'วันสงกรานต์'],
  ['2027-04-15', 'Songkran Festival', 'วันสงกรานต์'],
  ['2027-05-01', 'National Labour Day', 'วันแรงงานแห่งชาติ'],
  ['2027-05-03', 'Substitution for National Labour Day', 'วันหยุดชดเชยวันแรงงานแห่งชาติ'],
  ['2027-05-04', 'Coronation Day', 'วันฉัตรมงคล'],
  ['2027-05-20', 'Visakha Bucha Day', 'วันวิสาขบูชา'],
  ['2027-06-03', "H.M. Queen Suthida's Birthday", 'วันเฉลิมพระชนมพรรษาสมเด็จพระนางเจ้าฯ พระบรมราชินี'],
  ['2027-07-18', 'Asarnha Bucha Day', 'วันอาสาฬหบูชา'],
  ['2027-07-19', 'Substitution for Asarnha Bucha Day', 'วันหยุดชดเชยวันอาสาฬหบูชา'],
  [
    '2027-07-28',
    "H.M. King Maha Vajiralongkorn's Birthday",
    'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
  ],
  [
    '2027-08-12',
    "H.M. Queen Sirikit The Queen Mother's Birthday and Mother's Day",
    'วันเฉลิมพระชนมพรรษาสมเด็จพระบรมราชชนนีพันปีหลวง และวันแม่แห่งชาติ',
  ],
  ['2027-10-13', 'H.M. King Bhumibol Adulyadej The Great Memorial Day', 'วันนวมินทรมหาราช'],
  ['2027-10-23', 'Chulalongkorn Day', 'วันปิยมหาราช'],
  ['2027-10-25', 'Substitution for Chulalongkorn Day', 'วันหยุดชดเชยวันปิยมหาราช'],
  [
    '2027-12-05',
    "H.M. King Bhumibol Adulyadej The Great's Birthday, National Day and Father's Day",
    'วันคล้ายวันพระบรมราชสมภพ พระบาทสมเด็จพระบรมชนกาธิเบศร มหาภูมิพลอดุลยเดชมหาราช บรมนาถบพิตร วันชาติ และวันพ่อแห่งชาติ',
  ],
  [
    '2027-12-06',
    "Substitution for King Bhumibol's Birthday",
    'วันหยุดชดเชยวันคล้ายวันพระบรมราชสมภพ รัชกาลที่ 9',
  ],
  ['2027-12-10', 'Constitution Day', 'วันรัฐธรรมนูญ'],
  ['2027-12-31', "New Year's Eve", 'วันสิ้นปี'],
]

/** Seeds each year of the list that has no holiday yet (running it twice changes nothing). */
export async function seedHolidays() {
  const years = [...new Set(THAI_PUBLIC_HOLIDAYS.map(([date]) => date.slice(0, 4)))]
  for (const year of years) {
    const present = await db
      .from('holidays')
      .whereBetween('date', [`${year}-01-01`, `${year}-12-31`])
      .first()
    if (present) continue
    await Holiday.createMany(
      THAI_PUBLIC_HOLIDAYS.filter(([date]) => date.startsWith(year)).map(
        ([date, nameEn, nameTh]) => ({ date, nameEn, nameTh })
      )
    )
  }
}
