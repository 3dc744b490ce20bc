/* global document, location */
// The LED savings calculator framed by /vegas-calculator. A static page: no build step,
// no dependencies; the language comes from ?lang= (en or fr).
(function () {
  'use strict';
  var FR = {
    title: 'Calculateur d’économies LED',
    intro:
      'Saisissez votre éclairage actuel et les luminaires LED envisagés. Les résultats se mettent à jour pendant la saisie.',
    current: 'Votre éclairage aujourd’hui',
    fittings: 'Nombre de luminaires',
    oldWatts: 'Puissance de chaque luminaire aujourd’hui (W, avec son appareillage)',
    hours: 'Heures d’éclairage par jour',
    days: 'Jours d’éclairage par an',
    price: 'Prix de l’électricité par kWh',
    upgrade: 'Le passage à la LED',
    newWatts: 'Puissance de chaque luminaire LED (W)',
    cost: 'Coût par luminaire, posé',
    carbon: 'Facteur carbone du réseau (kg CO₂e par kWh)',
    results: 'Vos économies',
    energySaved: 'Énergie économisée par an',
    moneySaved: 'Économie sur la facture par an',
    carbonSaved: 'Carbone évité par an',
    payback: 'Retour sur investissement',
    reduction: 'Baisse de la consommation d’éclairage',
    note: 'Estimations indicatives. Votre interlocuteur Lumen peut visiter le site et confirmer ces chiffres par une étude d’éclairage.',
    invalid:
      'Vérifiez les champs signalés\u00a0: chaque valeur doit être un nombre dans la plage indiquée.',
    noSaving: 'Aucune économie\u00a0: le luminaire LED consomme autant ou plus.',
    months: '{n}\u00a0mois',
    years: '{n}\u00a0ans',
  };
  var EN = {
    invalid: 'Check the marked fields: each must be a number in its range.',
    noSaving: 'No saving: the LED fitting uses as much power or more.',
    months: '{n} months',
    years: '{n} years',
  };
  var lang = /(?:^|[?&])lang=fr(?:&|$)/.test(location.search) ? 'fr' : 'en';
  var locale = lang === 'fr' ? 'fr-FR' : 'en-GB';
  var currency = lang === 'fr' ? 'EUR' : 'GBP';
  var words = lang === 'fr' ? FR : EN;
  var say = function (key, n) {
    return (words[key] || EN[key] || '').replace('{n}', n);
  };

  function translate() {
    if (lang !== 'fr') return;
    document.documentElement.lang = 'fr';
    document.title = FR.title;
    document.querySelectorAll('[data-text]').forEach(function (el) {
      var text = FR[el.getAttribute('data-text')];
      if (text) el.textContent = text;
    });
    // French defaults: euro prices and the French grid's lower carbon factor.
    setDefault('price', '0.25');
    setDefault('carbon', '0.052');
  }
  function setDefault(id, value) {
    var input = document.getElementById(id);
    input.value = value;
    input.defaultValue = value;
  }

  var number = function (n, digits) {
    return new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  };
  var money = function (n) {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: currency,
      maximumFractionDigits: 0,
    }).format(n);
  };

  /** Reads one field; marks it and answers null when it is not a number in its range. */
  function read(input) {
    var value = input.value.trim() === '' ? NaN : Number(input.value);
    var ok = isFinite(value) && value >= Number(input.min) && value <= Number(input.max);
    input.setAttribute('aria-invalid', ok ? 'false' : 'true');
    return ok ? value : null;
  }

  function calculate() {
    var form = document.getElementById('calculator');
    var v = {};
    var valid = true;
    Array.prototype.forEach.call(form.querySelectorAll('input'), function (input) {
      v[input.name] = read(input);
      if (v[input.name] === null) valid = false;
    });
    var error = document.getElementById('error');
    var out = function (id, text) {
      document.getElementById(id).textContent = text;
    };
    if (!valid) {
      error.textContent = say('invalid');
      error.hidden = false;
      ['energySaved', 'moneySaved', 'carbonSaved', 'payback', 'reduction'].forEach(function (id) {
        out(id, '–');
      });
      return;
    }
    error.hidden = true;
    var hoursPerYear = v.hours * v.days;
    var kwhBefore = (v.fittings * v.oldWatts * hoursPerYear) / 1000;
    var kwhAfter = (v.fittings * v.newWatts * hoursPerYear) / 1000;
    var kwhSaved = kwhBefore - kwhAfter;
    var moneySaved = kwhSaved * v.price;
    var outlay = v.fittings * v.cost;
    out('energySaved', number(kwhSaved, 0) + ' kWh');
    out('moneySaved', money(moneySaved));
    out('carbonSaved', number((kwhSaved * v.carbon) / 1000, 2) + ' t CO₂e');
    out('reduction', number((kwhSaved / kwhBefore) * 100, 0) + (lang === 'fr' ? '\u00a0%' : '%'));
    if (moneySaved <= 0) {
      out('payback', say('noSaving'));
    } else {
      var months = (outlay / moneySaved) * 12;
      out(
        'payback',
        months < 24
          ? say('months', number(Math.max(months, 0), 1))
          : say('years', number(months / 12, 1)),
      );
    }
  }

  document.addEventListener('DOMContentLoaded', function () {
    translate();
    var form = document.getElementById('calculator');
    form.addEventListener('input', calculate);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      calculate();
    });
    calculate();
  });
})();
